# exercise: ex3_1
# mistake: Only W_query and W_key are given sa_v2's (transposed) weights; W_value keeps its own random matrix, so the context vectors differ. All three matrices, W_value included, must be copied.
import torch


def ex3_1(sa_v1, sa_v2):
    # the scores only depend on q and k
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T.clone())
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T.clone())
