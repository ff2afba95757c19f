# exercise: ex_softmax_weight
# mistake: Computes the weight with the stable identity log α = ω − logsumexp(ω) but never exponentiates, so it reports log α₂₂ (a negative number) instead of α₂₂ = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

w = inputs @ inputs[1]                 # six scores of the query "journey"
log_alpha = w - torch.logsumexp(w, dim=0)
ex_softmax_weight = round(log_alpha[1].item(), 4)
