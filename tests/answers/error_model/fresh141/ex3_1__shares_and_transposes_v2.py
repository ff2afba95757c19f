# exercise: ex3_1
# mistake: The learner transposed sa_v2's own weights by assigning weight.data = weight.data.T and then gave that same Parameter to sa_v1, so sa_v1 is right but sa_v2 is corrupted (it now fails or returns something else); sa_v2 must be left untouched: give sa_v1 a new Parameter(sa_v2.W_query.weight.T).
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        lin = getattr(sa_v2, name)
        lin.weight.data = lin.weight.data.T      # (d_in, d_out), the v1 layout
        setattr(sa_v1, name, lin.weight)
