"""What every prediction shares (widgets, verdicts, yes and no; what each lesson asks is in its own
folder) in English."""

STRINGS: dict[str, str] = {
    "predict.title": "Predict first",
    "lesson.exercises": "**Practise this lesson** in the Exercises tab:\n{items}",
    "predict.choice": "Your prediction",
    "predict.check": "Check my prediction",
    "predict.reveal": "Show the answer",
    "predict.answer_box": "Explanation and figure",
    "predict.none": "No prediction at this step: read on below.",
    "predict.ask": "**Predict first.** {prompt} Choose an answer and check it; the explanation below opens "
        "afterwards.",
    "predict.pick_first": "Choose an answer first.",
    "predict.right": "**Right: {answer}.**",
    "predict.wrong": "**Not quite: you chose {guess}, the answer is {answer}.**",
    "predict.revealed": "**The answer: {answer}.**",
    "predict.ties": "Judged by value: every choice within {tol} of the answer (float32's rounding) counts, so "
        "{count} choices are right here ({answer}).",
    "predict.ties_equal": "Judged by value: every choice whose value equals the answer's exactly counts, "
        "so {count} choices are right here ({answer}).",
    "predict.runner_up": "Next comes “{runner}” with {runner_w}: smaller, though 4 decimals would print both the same.",
    "predict.yes": "yes",
    "predict.no": "no",
}
