# exercise: ex3_1
# mistake: The value matrix is copied from sa_v2.W_key instead of sa_v2.W_value (copy-pasted line), so the values and context vectors differ; W_value must get sa_v2.W_value.weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.T)
        sa_v1.W_key.copy_(sa_v2.W_key.weight.T)
        sa_v1.W_value.copy_(sa_v2.W_key.weight.T)
