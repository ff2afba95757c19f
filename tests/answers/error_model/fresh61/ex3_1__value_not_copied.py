# exercise: ex3_1
# mistake: Copies only the query and key weights (the ones that build the attention weights) and leaves sa_v1's own random W_value; all three, W_value included, must take sa_v2's weights.
import torch


def ex3_1(sa_v1, sa_v2):
    # attention weights alpha = softmax(x W_q (x W_k)^T / sqrt(d_k))
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T)
    print("alpha should now agree")
