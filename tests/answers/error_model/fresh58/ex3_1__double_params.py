# exercise: ex3_1
# mistake: The learner converts the copied weights to float64 ("for precision"), so sa_v1's parameters are float64 and sa_v1(x) fails on float32 inputs; they must stay float32 like sa_v2's weights.
import torch


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.double())
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.double())
    sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.T.double())
    print("copied", sa_v1.W_query.shape)
