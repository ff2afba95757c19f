# exercise: ex_context
# mistake: The learner weights the rows with exp(ω₂ⱼ) but never divides by Σ exp(ω₂ⱼ), so the weights do not sum to 1.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

scores = inputs @ inputs[1]
ex_weights = torch.exp(scores)
z2 = torch.bmm(ex_weights.view(1, 1, 6), inputs.view(1, 6, 3)).view(3)
ex_context = [round(v, 4) for v in z2.tolist()]
