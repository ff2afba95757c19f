# exercise: ex3_1
# mistake: Assigns a plain detached tensor (weight.T.detach()) to attributes that are registered Parameters, which nn.Module refuses with a TypeError; wrap it in torch.nn.Parameter or copy_ under torch.no_grad().
import torch


def ex3_1(sa_v1, sa_v2):
    # detach so that sa_v1 doesn't share gradients with sa_v2
    sa_v1.W_query = sa_v2.W_query.weight.T.detach()
    sa_v1.W_key = sa_v2.W_key.weight.T.detach()
    sa_v1.W_value = sa_v2.W_value.weight.T.detach()
