/*
 * cli/mpi.c: `rink arena` and `rink balance` over the processes of an
 * mpirun (Open MPI).
 *
 * Compiled into the rink command only, with RINK_HAVE_MPI when CMake found
 * MPI (option RINK_MPI), so librink stays free of MPI; without it every
 * function here says "one process". A run is split by pieces (rink/pool.h):
 * process r plays part r of the pieces on its threads, and the tallies are
 * gathered onto rank 0 as bytes (the processes run one build of rink, so
 * the struct's layout is theirs alike), which adds them up in piece order
 * and prints: the output is the single process's, byte for byte (a
 * balance study gathers the event names each process met beside).
 *
 * MPI is initialized only when a launcher's variables say this process
 * has siblings, so a plain `rink arena` never pays MPI's start-up.
 */
#include <stdlib.h>
#include <string.h>

#include "cli/arena_out.h"
#include "rink/pool.h"

#ifdef RINK_HAVE_MPI
#include <mpi.h>

static bool started;

static int env_int(const char *name)
{
	const char *v = getenv(name);

	return v && *v ? atoi(v) : 0;
}

bool cli_mpi_built(void)
{
	return true;
}

bool cli_mpi_start(int *rank, int *size)
{
	int provided;

	*rank = 0;
	*size = 1;
	/* Open MPI's mpirun, or a PMI launcher (Slurm's srun --mpi=pmi2) */
	if (env_int("OMPI_COMM_WORLD_SIZE") < 2 && env_int("PMI_SIZE") < 2)
		return false;
	if (!started) {
		/* only the main thread calls MPI; the pool's threads never do */
		if (MPI_Init_thread(NULL, NULL, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS)
			return false;
		started = true;
	}
	MPI_Comm_rank(MPI_COMM_WORLD, rank);
	MPI_Comm_size(MPI_COMM_WORLD, size);
	return *size > 1;
}

int cli_mpi_local_size(void)
{
	int n = env_int("OMPI_COMM_WORLD_LOCAL_SIZE");

	return n < 1 ? 1 : n;
}

bool cli_mpi_gather(void *slots, size_t slot_size, int count, bool ok)
{
	int rank, size, all_ok = 0, mine = ok;
	char *t = slots;
	int *bytes, *at;
	bool done;

	MPI_Comm_rank(MPI_COMM_WORLD, &rank);
	MPI_Comm_size(MPI_COMM_WORLD, &size);
	MPI_Allreduce(&mine, &all_ok, 1, MPI_INT, MPI_LAND, MPI_COMM_WORLD);
	if (!all_ok)
		return false;
	bytes = calloc((size_t)size, sizeof(int));
	at = calloc((size_t)size, sizeof(int));
	mine = bytes && at;
	MPI_Allreduce(MPI_IN_PLACE, &mine, 1, MPI_INT, MPI_LAND, MPI_COMM_WORLD);
	done = mine;
	if (done) {
		for (int r = 0; r < size; r++) {
			int first, n;
			rink_pool_part(count, r, size, &first, &n);
			at[r] = first * (int)slot_size;
			bytes[r] = n * (int)slot_size;
		}
		if (rank == 0)
			MPI_Gatherv(MPI_IN_PLACE, 0, MPI_BYTE, t, bytes, at, MPI_BYTE, 0,
			            MPI_COMM_WORLD);
		else
			MPI_Gatherv(t + at[rank], bytes[rank], MPI_BYTE, NULL, NULL, NULL, MPI_BYTE,
			            0, MPI_COMM_WORLD);
	}
	free(bytes);
	free(at);
	return done;
}

void cli_mpi_gather_all(const void *mine, size_t size, void *all)
{
	MPI_Gather(mine, (int)size, MPI_BYTE, all, (int)size, MPI_BYTE, 0, MPI_COMM_WORLD);
}

void cli_mpi_end(void)
{
	if (started)
		MPI_Finalize();
	started = false;
}

#else /* no MPI: one process */

bool cli_mpi_built(void)
{
	return false;
}

bool cli_mpi_start(int *rank, int *size)
{
	*rank = 0;
	*size = 1;
	return false;
}

int cli_mpi_local_size(void)
{
	return 1;
}

bool cli_mpi_gather(void *slots, size_t slot_size, int count, bool ok)
{
	(void)slots;
	(void)slot_size;
	(void)count;
	return ok;
}

void cli_mpi_gather_all(const void *mine, size_t size, void *all)
{
	if (all != mine)
		memcpy(all, mine, size);
}

void cli_mpi_end(void)
{
}

#endif
