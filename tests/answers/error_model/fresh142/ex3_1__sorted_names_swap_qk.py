# exercise: ex3_1
# mistake: The learner pairs sa_v1's parameter names, sorted alphabetically (W_key, W_query, W_value), with sa_v2's Linear layers in registration order (W_query, W_key, W_value), so sa_v1's key gets the query weights and vice versa; each name must receive the transposed weight of the layer with the same name.
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    v1_names = sorted(name for name, _ in sa_v1.named_parameters())
    v2_layers = [m for m in sa_v2.children() if isinstance(m, nn.Linear)]
    for name, layer in zip(v1_names, v2_layers):
        setattr(sa_v1, name, nn.Parameter(layer.weight.detach().T.clone()))
