# exercise: ex3_1
# mistake: The learner reshaped each (d_out, d_in) weight to (d_in, d_out) with .view, which keeps the memory order and scrambles the entries; the matrix must be transposed (weight.T).
import torch


def reshape_for_v1(w: torch.Tensor) -> torch.Tensor:
    """Bring a Linear weight (d_out, d_in) into v1's layout (d_in, d_out)."""
    d_out, d_in = w.shape
    return w.view(d_in, d_out)


def copy_into(param: torch.nn.Parameter, value: torch.Tensor) -> None:
    """Overwrite a parameter without tracking gradients."""
    with torch.no_grad():
        param.copy_(value)


def ex3_1(sa_v1, sa_v2):
    copy_into(sa_v1.W_query, reshape_for_v1(sa_v2.W_query.weight))
    copy_into(sa_v1.W_key, reshape_for_v1(sa_v2.W_key.weight))
    copy_into(sa_v1.W_value, reshape_for_v1(sa_v2.W_value.weight))
