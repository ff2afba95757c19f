# exercise: ex3_1
# mistake: Reshapes each (d_out, d_in) weight with .view(d_in, d_out), which only reinterprets the memory instead of transposing it; the right matrix is weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # v1 wants (d_in, d_out), Linear stores (d_out, d_in)
    with torch.no_grad():
        for l1, l2 in zip((sa_v1.W_query, sa_v1.W_key, sa_v1.W_value),
                          (sa_v2.W_query, sa_v2.W_key, sa_v2.W_value)):
            d_out, d_in = l2.weight.shape
            l1.copy_(l2.weight.view(d_in, d_out))
