# exercise: ex3_1
# mistake: Uses the optimiser-style in-place update p.add_(...) so sa_v2's transposed weights are added to sa_v1's old random weights instead of replacing them; it must copy_ (or assign) them.
import torch


@torch.no_grad()
def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query.add_(sa_v2.W_query.weight.T)
    sa_v1.W_key.add_(sa_v2.W_key.weight.T)
    sa_v1.W_value.add_(sa_v2.W_value.weight.T)
