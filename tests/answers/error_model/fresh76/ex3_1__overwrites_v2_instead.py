# exercise: ex3_1
# mistake: Copies in the wrong direction: it gives sa_v2's Linear layers the weights of sa_v1 instead of changing sa_v1; sa_v1's W_query/W_key/W_value must receive sa_v2's weights (transposed).
import torch


def ex3_1(sa_v1, sa_v2):
    # make both modules agree: put the matrices into the Linear layers
    with torch.no_grad():
        sa_v2.W_query.weight.copy_(sa_v1.W_query.T)
        sa_v2.W_key.weight.copy_(sa_v1.W_key.T)
        sa_v2.W_value.weight.copy_(sa_v1.W_value.T)
