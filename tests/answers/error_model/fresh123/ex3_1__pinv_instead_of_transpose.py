# exercise: ex3_1
# mistake: Uses the Moore-Penrose pseudo-inverse torch.linalg.pinv of each nn.Linear weight instead of its transpose; the shape fits but the values are not those of sa_v2 (should be weight.T).
import torch


def ex3_1(sa_v1, sa_v2):
    # Linear stores W as (d_out, d_in), v1 wants (d_in, d_out) -> "undo" the linear map
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            lin = getattr(sa_v2, name)
            W = torch.linalg.pinv(lin.weight)   # (d_in, d_out)
            setattr(sa_v1, name, torch.nn.Parameter(W))
