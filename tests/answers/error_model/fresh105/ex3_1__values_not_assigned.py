# exercise: ex3_1
# mistake: The learner transferred only the query and key weights (the ones that make the logits/attention distribution) and left W_value alone; W_value must also get sa_v2.W_value.weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # the attention distribution only depends on the logits q.k
    sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.T)
