# exercise: ex3_1
# mistake: Copies each nn.Linear weight straight into sa_v1 (`param.data = layer.weight`), numpy-style, without the transpose. nn.Linear stores (d_out, d_in) = (2, 3) while v1 needs (d_in, d_out) = (3, 2): with the book's sizes `sa_v1(x)` then fails ("mat1 and mat2 shapes cannot be multiplied (6x3 and 2x3)"), and with d_in = d_out it runs but returns x@Wᵀ-based values (max diff 0.58 from sa_v2). Right: `W_query.data = sa_v2.W_query.weight.T` (same for key, value).
import torch


def ex3_1(sa_v1, sa_v2):
    # copy the arrays over, numpy style: same matrices, same names
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            getattr(sa_v1, name).data = getattr(sa_v2, name).weight.detach().clone()
