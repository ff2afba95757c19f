# exercise: ex3_1
# mistake: The learner wrote the copy in the wrong direction: sa_v2's Linear weights are overwritten with sa_v1's matrices, so sa_v1 is unchanged and keeps returning its own old output; sa_v1's parameters must receive sa_v2's weights transposed.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        # W_v1 = W_v2^T  <=>  W_v2 = W_v1^T
        sa_v2.W_query.weight.copy_(sa_v1.W_query.T)
        sa_v2.W_key.weight.copy_(sa_v1.W_key.T)
        sa_v2.W_value.weight.copy_(sa_v1.W_value.T)
