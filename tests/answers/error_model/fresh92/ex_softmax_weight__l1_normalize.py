# exercise: ex_softmax_weight
# mistake: Normalised the scores by their sum (F.normalize with p=1) instead of applying the softmax exp(ω22)/Σexp(ω2j).
import torch
import torch.nn.functional as F

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

omega_2 = inputs @ inputs[1]
alpha_2 = F.normalize(omega_2, p=1, dim=0)
ex_softmax_weight = float(f"{alpha_2[1].item():.4f}")
