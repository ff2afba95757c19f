# exercise: ex3_1
# mistake: Replaced sa_v1's forward with sa_v2's bound forward, so the outputs match but sa_v1's own W_query, W_key, W_value keep their old random values; the parameters themselves must get sa_v2's transposed weights.
import torch
from attnlab.modules import SelfAttention_v1, SelfAttention_v2


def ex3_1(sa_v1, sa_v2):
    # v1 should return exactly what v2 returns -> let it use v2's computation
    sa_v1.forward = sa_v2.forward
