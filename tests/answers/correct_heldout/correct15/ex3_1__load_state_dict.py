# exercise: ex3_1
# style: builds a new state dict from sa_v2.state_dict() (keys 'W_query.weight' ...) and calls load_state_dict; a demo under __main__.
import torch


def ex3_1(sa_v1, sa_v2):
    sd2 = sa_v2.state_dict()
    new_state = {k: sd2[f"{k}.weight"].mT for k in ("W_query", "W_key", "W_value")}
    sa_v1.load_state_dict(new_state)  # copies into the existing parameters (keeps sa_v1's dtype)


if __name__ == "__main__":
    import torch.nn as nn

    class V1(nn.Module):
        def __init__(self, d_in, d_out):
            super().__init__()
            self.W_query = nn.Parameter(torch.rand(d_in, d_out))
            self.W_key = nn.Parameter(torch.rand(d_in, d_out))
            self.W_value = nn.Parameter(torch.rand(d_in, d_out))

    class Lin(nn.Module):
        def __init__(self, d_in, d_out):
            super().__init__()
            self.W_query = nn.Linear(d_in, d_out, bias=False)
            self.W_key = nn.Linear(d_in, d_out, bias=False)
            self.W_value = nn.Linear(d_in, d_out, bias=False)

    a, b = V1(3, 2), Lin(3, 2)
    ex3_1(a, b)
    print(torch.equal(a.W_query, b.W_query.weight.T))
