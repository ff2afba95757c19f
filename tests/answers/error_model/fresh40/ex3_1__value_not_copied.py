# exercise: ex3_1
# mistake: Copied only W_query and W_key (after checking that the printed attention weights matched) and left W_value with v1's own random values; all three matrices must be replaced.
import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T)
    # attention weights now identical to v2:
    # q = x @ sa_v1.W_query; k = x @ sa_v1.W_key
    # print(torch.softmax(q @ k.T / k.shape[-1]**0.5, dim=-1))
