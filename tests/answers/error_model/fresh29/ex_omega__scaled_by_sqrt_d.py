# exercise: ex_omega
# mistake: The learner divided the dot product by sqrt(d)=sqrt(3) as in scaled dot-product attention, giving 0.5510; the asked score is the raw dot product ω21 = 0.9544.
import math

your = [0.43, 0.15, 0.89]
journey = [0.55, 0.87, 0.66]


def attn_score(q, k):
    # scaled dot product, like in the transformer
    d_k = len(k)
    return sum(a * b for a, b in zip(q, k)) / math.sqrt(d_k)


ex_omega = round(attn_score(journey, your), 4)
