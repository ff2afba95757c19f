# exercise: ex_context
# mistake: Weights the rows by the softmax weights but also multiplies each by its raw score ω2j (z = Σ α2j·ω2j·x(j)); the context vector is Σ α2j x(j) only.
import torch
X=torch.tensor([[0.43,0.15,0.89],[0.55,0.87,0.66],[0.57,0.85,0.64],[0.22,0.58,0.33],[0.77,0.25,0.10],[0.05,0.80,0.55]])
w=X@X[1];a=w.softmax(0);z=((a*w)[:,None]*X).sum(0);ex_context=[round(t,4) for t in z.tolist()]
