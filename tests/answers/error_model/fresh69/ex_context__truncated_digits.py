# exercise: ex_context
# mistake: The learner computed the context from weights truncated (int(w*100)/100) to 2 decimals, which no longer sum to 1 and shift the result; use the full softmax weights: [0.4419, 0.6515, 0.5683].
import torch
x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
w = (x @ x[1]).softmax(0)
w = (w * 100).int() / 100
ex_context = [round(v, 4) for v in (w @ x).tolist()]
