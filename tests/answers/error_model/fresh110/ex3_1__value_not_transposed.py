# exercise: ex3_1
# mistake: The learner transposed the query and key weights (the ones that build the score graph) but copied W_value.weight as it is; it must be transposed too. With d_in != d_out sa_v1(x) crashes, and with d_in == d_out it silently gives wrong context vectors.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        # edges: q_i . k_j  -> need x @ W with W = weight.T
        sa_v1.W_query.copy_(sa_v2.W_query.weight.T)
        sa_v1.W_key.copy_(sa_v2.W_key.weight.T)
    # node features that flow along the edges
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.clone())
