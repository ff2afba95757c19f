# exercise: ex3_1
# mistake: The learner copies sa_v2's key weights into sa_v1.W_query and the query weights into sa_v1.W_key (sources swapped); each W_x must get sa_v2.W_x.weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # like keras layer.set_weights: kernel = weight transposed
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_key.weight.T)
        sa_v1.W_key.copy_(sa_v2.W_query.weight.T)
        sa_v1.W_value.copy_(sa_v2.W_value.weight.T)
