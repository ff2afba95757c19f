# exercise: ex3_1
# mistake: The learner gives sa_v1.W_query the transposed key weights and sa_v1.W_key the transposed query weights (swapped Q and K), so the scores come out transposed; each W must get the matching layer of sa_v2.
import torch

def ex3_1(sa_v1, sa_v2):
    # v2 weights are (C_out, C_in), v1 wants (C_in, C_out) -> .T
    Wq = sa_v2.W_query.weight.T   # (C_in, C_out)
    Wk = sa_v2.W_key.weight.T     # (C_in, C_out)
    Wv = sa_v2.W_value.weight.T   # (C_in, C_out)
    sa_v1.W_key = torch.nn.Parameter(Wq)
    sa_v1.W_query = torch.nn.Parameter(Wk)
    sa_v1.W_value = torch.nn.Parameter(Wv)
