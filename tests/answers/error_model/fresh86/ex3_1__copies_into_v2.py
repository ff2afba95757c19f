# exercise: ex3_1
# mistake: The copy goes the wrong way: the learner overwrites sa_v2's Linear weights with sa_v1's matrices (transposed), so both agree but sa_v1 still has its own weights; sa_v1's parameters must receive sa_v2's weights.
import torch


@torch.no_grad()
def ex3_1(sa_v1, sa_v2):
    # make the two models share the same coefficients
    sa_v2.W_query.weight.copy_(sa_v1.W_query.T)
    sa_v2.W_key.weight.copy_(sa_v1.W_key.T)
    sa_v2.W_value.weight.copy_(sa_v1.W_value.T)
    print("synced")
