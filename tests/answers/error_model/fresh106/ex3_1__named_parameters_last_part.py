# exercise: ex3_1
# mistake: Looped over sa_v2.named_parameters() and kept only the last part of each dotted name ("weight"), so all three transposed weights go to a new attribute sa_v1.weight and W_query, W_key, W_value keep their own random values; the target name is the first part (W_query, W_key, W_value).
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    # generic copy from a forum answer: linear weight (out, in) -> raw matrix (in, out)
    for full_name, param in list(sa_v2.named_parameters()):
        attr = full_name.split(".")[-1]
        setattr(sa_v1, attr, nn.Parameter(param.detach().T.clone()))
