# exercise: ex3_1
# mistake: The learner zips the target names with the source layers in the order key, query, value, so W_query gets W_key's weights and vice versa; each parameter must get the transpose of its own namesake.
import torch

NAMES = ["W_query", "W_key", "W_value"]


def ex3_1(sa_v1, sa_v2):
    # same idea as loading GPT weights: loop over the layers and copy
    sources = [sa_v2.W_key, sa_v2.W_query, sa_v2.W_value]
    for name, lin in zip(NAMES, sources):
        setattr(sa_v1, name, torch.nn.Parameter(lin.weight.T.clone()))
