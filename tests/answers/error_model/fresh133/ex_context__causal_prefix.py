# exercise: ex_context
# mistake: The learner only lets "journey" attend to itself and the token before it (softmax over the first two scores); in this section there is no causal mask and all six tokens are weighted.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
q = 1
w = torch.softmax(inputs[: q + 1] @ inputs[q], dim=0)
z = w @ inputs[: q + 1]
ex_context = [round(float(c), 4) for c in z]
