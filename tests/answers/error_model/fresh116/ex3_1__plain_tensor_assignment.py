# exercise: ex3_1
# mistake: Assigned a detached plain tensor to the registered parameters, which nn.Module refuses with a TypeError; wrap it in torch.nn.Parameter or copy_ into the existing parameter.
import torch


def ex3_1(sa_v1, sa_v2):
    # no gradients needed, just the values (like jax.lax.stop_gradient)
    sa_v1.W_query = sa_v2.W_query.weight.T.detach()
    sa_v1.W_key = sa_v2.W_key.weight.T.detach()
    sa_v1.W_value = sa_v2.W_value.weight.T.detach()
