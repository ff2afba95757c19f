# exercise: ex_softmax_weight
# mistake: The learner normalises the scores by their sum (ω22/Σω2j) instead of applying the softmax exp(ω22)/Σexp(ω2j).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

NORMALIZERS = {
    "sum": lambda s: s / s.sum(),
    "softmax": lambda s: torch.softmax(s, dim=0),
}


def weights(query, how="sum"):
    return NORMALIZERS[how](inputs @ query)


ex_softmax_weight = round(weights(inputs[1])[1].item(), 4)
