# exercise: ex3_1
# mistake: Copies each nn.Linear weight into sa_v1 without transposing it; Linear stores (d_out, d_in) but v1 computes x @ W with W of shape (d_in, d_out), so it needs weight.T (with d_in=3, d_out=2 the call then fails on shapes).
import torch


def ex3_1(sa_v1, sa_v2):
    # Keras Dense kernels are (in, out) so these should line up
    with torch.no_grad():
        sa_v1.W_query.data = sa_v2.W_query.weight.detach().clone()
        sa_v1.W_key.data = sa_v2.W_key.weight.detach().clone()
        sa_v1.W_value.data = sa_v2.W_value.weight.detach().clone()
