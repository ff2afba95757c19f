# exercise: ex_context
# mistake: Weights the inputs with scores divided by their sum instead of softmax weights; z⁽²⁾ must use softmax(ω₂), giving [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]],
                      dtype=torch.float64)
scores = inputs @ inputs[1]
weights = scores / scores.sum()
z2 = weights @ inputs
ex_context = [round(v, 4) for v in z2.tolist()]
