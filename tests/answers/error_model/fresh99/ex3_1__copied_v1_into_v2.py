# exercise: ex3_1
# mistake: The learner copied in the wrong direction: sa_v2's Linear weights were overwritten with sa_v1's matrices, so both agree but with sa_v1's old weights; sa_v1 must receive sa_v2's weights and sa_v2 stay unchanged.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v2.W_query.weight.copy_(sa_v1.W_query.T)
        sa_v2.W_key.weight.copy_(sa_v1.W_key.T)
        sa_v2.W_value.weight.copy_(sa_v1.W_value.T)
    # now sa_v1(x) == sa_v2(x)
