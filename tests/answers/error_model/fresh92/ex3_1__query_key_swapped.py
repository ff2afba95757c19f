# exercise: ex3_1
# mistake: Gave sa_v1.W_query the transposed key weights of sa_v2 and sa_v1.W_key the transposed query weights, so the scores come out transposed; each parameter must get its own layer's weight.T.
import torch
import torch.nn.functional as F

def ex3_1(sa_v1, sa_v2):
    # nn.Linear stores (out, in); v1 wants (in, out)
    flip = lambda w: torch.einsum('oi->io', w.detach().clone())
    sa_v1.W_key = torch.nn.Parameter(flip(sa_v2.W_query.weight))
    sa_v1.W_query = torch.nn.Parameter(flip(sa_v2.W_key.weight))
    sa_v1.W_value = torch.nn.Parameter(flip(sa_v2.W_value.weight))
