# exercise: ex3_1
# mistake: Assigned sa_v2's key weights to sa_v1.W_query and the query weights to sa_v1.W_key (copy-paste swap), which transposes the score matrix; each parameter must get its own layer's weight.T.
import torch


def _as_v1(linear):
    # nn.Linear keeps (d_out, d_in); v1 wants (d_in, d_out)
    return torch.nn.Parameter(linear.weight.T)


def ex3_1(sa_v1, sa_v2):
    sa_v1.W_key = _as_v1(sa_v2.W_query)
    sa_v1.W_query = _as_v1(sa_v2.W_key)
    sa_v1.W_value = _as_v1(sa_v2.W_value)


if __name__ == "__main__":
    lin = torch.nn.Linear(3, 2, bias=False)
    assert _as_v1(lin).shape == (3, 2)
    print("ok")
