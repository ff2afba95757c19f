# exercise: ex3_1
# mistake: The (d_out, d_in) weights are reshaped with .view(d_in, d_out), which only reinterprets the memory instead of transposing; the matrices must be sa_v2's weights transposed (.T).
import torch


def ex3_1(sa_v1, sa_v2):
    # v1 expects shape (d_in, d_out) = (3, 2); v2 has (2, 3)
    d_in, d_out = sa_v1.W_query.shape
    print("target shape", (d_in, d_out))
    with torch.no_grad():
        # copy_ keeps sa_v1's own Parameter objects (hint 2)
        sa_v1.W_query.copy_(sa_v2.W_query.weight.view(d_in, d_out))
        sa_v1.W_key.copy_(sa_v2.W_key.weight.view(d_in, d_out))
        sa_v1.W_value.copy_(sa_v2.W_value.weight.view(d_in, d_out))
    # checked by hand: shapes now (3, 2) == (3, 2)  OK
    assert sa_v1.W_key.shape == (d_in, d_out)
