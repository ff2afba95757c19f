# exercise: ex3_1
# mistake: Copied only the query and key weights (thinking only the scores matter) and left sa_v1's own W_value; W_value must also get sa_v2.W_value.weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.T)
        sa_v1.W_key.copy_(sa_v2.W_key.weight.T)
    # attention weights now match
