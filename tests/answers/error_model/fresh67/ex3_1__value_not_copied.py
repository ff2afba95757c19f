# exercise: ex3_1
# mistake: The learner copied only the query and key weights and left W_value with v1's own random values; all three matrices, value included, must come from sa_v2.
import torch


def ex3_1(sa_v1, sa_v2):
    # attention weights come from q and k
    Wq, Wk = [l.weight.T for l in (sa_v2.W_query, sa_v2.W_key)]
    sa_v1.W_query = torch.nn.Parameter(Wq)
    sa_v1.W_key = torch.nn.Parameter(Wk)
    print("copied", Wq.shape, Wk.shape)
