# exercise: ex3_1
# mistake: Brings the (d_out, d_in) weight into v1's (d_in, d_out) layout with reshape instead of a transpose, which reorders the numbers (for the book's 3→2 layer the matrix is scrambled), so the outputs differ from sa_v2's.
import torch


@torch.no_grad()
def ex3_1(sa_v1, sa_v2):
    pairs = {
        sa_v1.W_query: sa_v2.W_query,
        sa_v1.W_key: sa_v2.W_key,
        sa_v1.W_value: sa_v2.W_value,
    }
    for target, layer in pairs.items():
        target.copy_(layer.weight.reshape(target.shape))
