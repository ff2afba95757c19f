# exercise: ex3_1
# mistake: Imitating nn.MultiheadAttention's packed in_proj_weight, the learner concatenates the three (d_out, d_in) weights and reshapes them with .view(3, d_in, d_out), which reinterprets memory instead of transposing; each matrix must be weight.T.
import torch

def ex3_1(sa_v1, sa_v2):
    # pack like nn.MultiheadAttention.in_proj_weight
    in_proj_weight = torch.cat([sa_v2.W_query.weight, sa_v2.W_key.weight, sa_v2.W_value.weight], dim=0)
    d_in = sa_v1.W_query.shape[0]
    d_out = sa_v1.W_query.shape[1]
    wq, wk, wv = in_proj_weight.view(3, d_in, d_out)
    with torch.no_grad():
        sa_v1.W_query.copy_(wq)
        sa_v1.W_key.copy_(wk)
        sa_v1.W_value.copy_(wv)
