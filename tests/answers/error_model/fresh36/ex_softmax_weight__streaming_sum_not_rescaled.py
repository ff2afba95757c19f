# exercise: ex_softmax_weight
# mistake: Computes the softmax in one streaming pass with a running maximum, but does not rescale the running sum when the maximum grows, so the denominator mixes terms shifted by different maxima; when the max changes, l must be multiplied by exp(m_old - m_new) (the answer is 0.2379).
import math

emb = {
    "Your": (0.43, 0.15, 0.89),
    "journey": (0.55, 0.87, 0.66),
    "starts": (0.57, 0.85, 0.64),
    "with": (0.22, 0.58, 0.33),
    "one": (0.77, 0.25, 0.10),
    "step": (0.05, 0.80, 0.55),
}
q = emb["journey"]
scores = [sum(a * b for a, b in zip(q, v)) for v in emb.values()]

m = -math.inf
l = 0.0
for s in scores:          # one pass, like a flash-attention kernel
    m = max(m, s)
    l += math.exp(s - m)

ex_softmax_weight = round(math.exp(scores[1] - m) / l, 4)
