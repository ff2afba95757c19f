# exercise: ex3_1
# mistake: The learner's loop pairs the names in two lists that are in different orders, so sa_v1.W_query gets sa_v2's key weights and W_key the query weights (the scores come out transposed); each parameter must get the weights of the layer with the same name.
import torch


def linear_to_matrix(layer: torch.nn.Linear) -> torch.nn.Parameter:
    """nn.Linear stores (d_out, d_in); SelfAttention_v1 wants (d_in, d_out)."""
    return torch.nn.Parameter(layer.weight.detach().T.clone())


V1_NAMES = ("W_query", "W_key", "W_value")
V2_NAMES = ("W_key", "W_query", "W_value")


def ex3_1(sa_v1, sa_v2):
    for name_v1, name_v2 in zip(V1_NAMES, V2_NAMES):
        setattr(sa_v1, name_v1, linear_to_matrix(getattr(sa_v2, name_v2)))
