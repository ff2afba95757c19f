# exercise: ex_context
# mistake: Normalised the scores by dividing by their sum (the book's first, naive normalisation) instead of using softmax weights, so z(2) is off; with softmax it is [0.4419, 0.6515, 0.5683].
import torch
x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
w = x @ x[1]
w = w / w.sum()
z = w @ x
ex_context = [round(v, 4) for v in z.tolist()]
