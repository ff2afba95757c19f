import math


def ex_scaled_scores(queries, keys):
    return queries @ keys.transpose(-2, -1) / math.sqrt(keys.shape[-1])
