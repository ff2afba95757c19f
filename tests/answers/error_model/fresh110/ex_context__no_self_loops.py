# exercise: ex_context
# mistake: The learner removed self-loops (set the diagonal scores to -inf) before the softmax, so "journey" gets no weight on itself; the book's softmax keeps all six scores, ω₂₂ included (answer [0.4419, 0.6515, 0.5683]).
import torch

X = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

W = X @ X.T
W.fill_diagonal_(float('-inf'))   # simple graph: no loops
T = torch.softmax(W, dim=-1)
ex_context = [round(c, 4) for c in (T[1] @ X).tolist()]
print(ex_context)
