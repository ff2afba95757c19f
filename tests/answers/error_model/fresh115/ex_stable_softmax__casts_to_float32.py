# exercise: ex_stable_softmax
# mistake: Converted the input to float32 first, so a float64 input comes back as float32 and loses precision; compute in the input's own dtype. [cond: float64 (or other non-float32) input]
import torch


def ex_stable_softmax(x, dim):
    s = {}
    s["x"] = x.float()
    s["shift"] = s["x"] - s["x"].amax(dim=dim, keepdim=True)
    s["num"] = torch.exp(s["shift"])
    s["den"] = s["num"].sum(dim=dim, keepdim=True)
    return s["num"] / s["den"]
